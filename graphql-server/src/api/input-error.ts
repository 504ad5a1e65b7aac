/**
 * An expected failure caused by the caller's input (an unknown filter value, a page size out of range).
 * Services throw it; GraphQL answers it as BAD_USER_INPUT and REST as HTTP 400 `{ message }`, never a 500.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
