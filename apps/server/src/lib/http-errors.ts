/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Flags the client acts on, sent beside the message (see errorResponse). */
    readonly flags?: { TwoFactorRequired?: true; TwoFactorEnrolmentRequired?: true },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const payloadTooLarge = (message: string, errors?: Record<string, string>) => new HttpError(413, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
