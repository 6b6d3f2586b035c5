import { describe, expect, it } from 'vitest';
import { routeMatcher, staticPrefix, type RouteShape } from './routeMatch';

interface R extends RouteShape<R> {
  name: string;
}

const screens: R[] = [
  { name: 'root', index: true },
  { name: 'home', path: 'home' },
  { name: 'tag', path: 'tags/:tag' },
  { name: 'links', path: 'links/*' },
  { name: 'explore', path: 'explore' },
  { name: 'status', path: 'statuses/:statusId' },
  { name: 'account', path: ':handle' },
  { name: 'accountStatus', path: ':handle/:statusId' },
  { name: 'followers', path: ':handle/followers' },
  { name: 'notFound', path: '*' },
];

const table: R[] = [
  { name: 'login', path: '/login' },
  {
    name: 'shell',
    path: '/',
    children: [{ name: 'deck', path: 'deck', children: screens }, ...screens],
  },
];

const match = routeMatcher(table);
const names = (path: string) => match(path)?.map((m) => m.route.name);
const params = (path: string) => match(path)?.at(-1)?.params;

describe('route matching', () => {
  it('prefers static segments over params, and params over the splat', () => {
    expect(names('/explore')).toEqual(['shell', 'explore']);
    expect(names('/@alice')).toEqual(['shell', 'account']);
    expect(names('/@alice/followers')).toEqual(['shell', 'followers']);
    expect(names('/@alice/1234')).toEqual(['shell', 'accountStatus']);
    expect(names('/statuses/1234')).toEqual(['shell', 'status']);
    expect(names('/a/b/c')).toEqual(['shell', 'notFound']);
  });

  it('finds the index at its parent path, and routes under a prefix', () => {
    expect(names('/')).toEqual(['shell', 'root']);
    expect(names('/deck')).toEqual(['shell', 'deck', 'root']);
    expect(names('/deck/home')).toEqual(['shell', 'deck', 'home']);
    expect(names('/deck/@alice')).toEqual(['shell', 'deck', 'account']);
    expect(names('/login')).toEqual(['login']);
  });

  it('gives the params decoded, the splat under *, the same to every route of the match', () => {
    expect(params('/tags/%E6%97%A5%E6%9C%AC')).toEqual({ tag: '日本' });
    expect(params('/@bob/99')).toEqual({ handle: '@bob', statusId: '99' });
    expect(params('/links/https%3A%2F%2Fexample.com')).toEqual({ '*': 'https://example.com' });
    expect(params('/links')).toEqual({ '*': '' });
    expect(match('/@bob/99')?.[0]?.params).toEqual({ handle: '@bob', statusId: '99' });
  });

  it('ignores case and a trailing slash, as react-router does', () => {
    expect(names('/Home/')).toEqual(['shell', 'home']);
    expect(names('/LOGIN')).toEqual(['login']);
  });

  it('matches nothing when no route fits', () => {
    expect(routeMatcher<R>([{ name: 'home', path: '/home' }])('/elsewhere')).toBeNull();
  });

  it('tries a pattern only on paths that start as it does, in any case', () => {
    expect(staticPrefix('/tags/:tag')).toBe('/tags');
    expect(staticPrefix('/links/*')).toBe('/links');
    expect(staticPrefix('/deck/Home')).toBe('/deck/home');
    expect(staticPrefix('/:handle')).toBe('');
    expect(names('/LINKS')).toEqual(['shell', 'links']);
    expect(names('/links')).toEqual(['shell', 'links']);
    expect(names('/Deck/Tags/x')).toEqual(['shell', 'deck', 'tag']);
    expect(names('/tags')).toEqual(['shell', 'account']);
  });
});
