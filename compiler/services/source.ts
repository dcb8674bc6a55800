/** One input file, as read from disk (BOM removed) or as held by an editor. */
export interface SourceFile {
  path: string;
  text: string;
}
