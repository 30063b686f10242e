// docs/rules/*.md are bundled as text (web/build.ts: loader '.md': 'text').
declare module '*.md' {
  const text: string;
  export default text;
}
