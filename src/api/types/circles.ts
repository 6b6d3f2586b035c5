/** kmyblue's circle: a named set of the author's followers, an audience for limited posts. */
export interface ApiCircleJSON {
  id: string;
  title: string;
}
