// Path parameters of the hand-written routes: ids by name, typed with the literal names.

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Path ids by name; typed with the literal names, so handlers see each as a required number. */
export const idsParams = <const N extends string>(...names: N[]) =>
  ({
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((n) => [n, int])) as Record<N, typeof int>,
  }) as const;
