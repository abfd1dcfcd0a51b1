/** One language's catalogue, as vite.config.ts's catalogue-chunks plugin serves it. */
declare module 'virtual:catalogue/*' {
  const catalogue: { readonly [key: string]: unknown };
  export default catalogue;
}
