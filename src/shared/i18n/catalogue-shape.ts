/** Every catalogue has exactly the shape of the English one, with its own strings. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };
