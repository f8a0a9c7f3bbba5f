/** The server's reason for a failed request, when it gave one (RTK Query errors carry `message`). */
export function queryErrorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
