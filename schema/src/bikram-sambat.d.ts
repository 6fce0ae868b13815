/** The part of `bikram-sambat` (CommonJS, without types) that calendar.ts uses. */
declare module 'bikram-sambat' {
  interface Day {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    /** Days of a BS month (1–12); throws outside the years the package knows. */
    daysInMonth: (year: number, month: number) => number;
    /** The BS date of an AD `YYYY-MM-DD`. */
    toBik: (gregorian: string) => Day;
    /** The AD day of a BS date. */
    toGreg: (year: number, month: number, day: number) => Day;
  };
  export = bikramSambat;
}
