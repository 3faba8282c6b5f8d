/**
 * The spec's wire names read into the domain's words at the boundary (docs/ARCHITECTURE.md "Wire
 * names and code names"). Calls and payloads say `ticket` (the spec's name for a ticker); the code
 * past the boundary says `ticker`. The query schemas read it with `tickerFromWire` (zod `.transform`),
 * so handlers and services receive `ticker`; RTK Query endpoints take `{ ticker }` and send
 * `tickerToWire(args)`. Without zod, so client endpoints can import it on every page.
 */

/** `T` with its `from` key named `to`, optional when it was. */
type Renamed<T, From extends string, To extends string> = {
  [K in keyof T as K extends From ? To : K]: T[K];
};

/** A parsed query or body as the code sees it: `ticket` named `ticker`. */
export type FromWire<T> = Renamed<T, 'ticket', 'ticker'>;

/** Arguments as the wire carries them: `ticker` named `ticket`. */
export type ToWire<T> = Renamed<T, 'ticker', 'ticket'>;

/** Renames the wire's `ticket` to `ticker` (left out when absent). */
export function tickerFromWire<T extends { ticket?: string }>(input: T): FromWire<T> {
  const { ticket, ...rest } = input;
  return (ticket === undefined ? rest : { ...rest, ticker: ticket }) as unknown as FromWire<T>;
}

/** Renames `ticker` to the wire's `ticket` (left out when absent), for query strings and bodies. */
export function tickerToWire<T extends { ticker?: string }>(args: T): ToWire<T> {
  const { ticker, ...rest } = args;
  return (ticker === undefined ? rest : { ...rest, ticket: ticker }) as unknown as ToWire<T>;
}
