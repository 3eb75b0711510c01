/** The time, as a port, so presenters and the domain never read the clock themselves. */
export interface Clock {
  now(): Date;
}
