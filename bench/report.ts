/** Adds one row to the table `npm run bench` prints. */
export type Report = (measure: string, value: string, note?: string) => void;
