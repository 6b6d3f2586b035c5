import Module from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The few CommonJS libraries (use-sync-external-store, under react-redux) `require('react')`
 * past the bundler's aliases; in tests they get the very Preact module the components render
 * with, as they do in the built client.
 */
const targets: Record<string, string> = {
  react: fileURLToPath(import.meta.resolve('preact/compat')),
  'react-dom': fileURLToPath(import.meta.resolve('preact/compat')),
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolve = modules._resolveFilename;
modules._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, targets[request] ?? request, ...rest);
};
