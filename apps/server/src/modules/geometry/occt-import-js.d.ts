// occt-import-js ships no types: the one call this module makes.
declare module 'occt-import-js' {
  const occtimportjs: () => Promise<unknown>;
  export default occtimportjs;
}
