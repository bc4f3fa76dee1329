/** The error `promise` was rejected with (the refusal a test expects); throws if it resolved instead. */
export async function rejectionOf<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected a refusal');
}
