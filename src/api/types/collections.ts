/**
 * What every named collection of the reader's has on the wire: kmyblue's bookmark
 * categories, Mastodon's lists, kmyblue's antennas (and circles, `ApiCircleJSON`). Each
 * kind sends more fields; the client reads these.
 */
export interface ApiCollectionItemJSON {
  id: string;
  title: string;
}
