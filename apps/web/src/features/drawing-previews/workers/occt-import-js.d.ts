declare module 'occt-import-js' {
  const occtimportjs: (module?: object) => Promise<unknown>;
  export default occtimportjs;
}
