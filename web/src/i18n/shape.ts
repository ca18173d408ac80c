/** The same keys as the zh texts, every leaf a string: what another language's file must provide. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
