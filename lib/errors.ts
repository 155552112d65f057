// Errors that domain code throws; the request wrapper maps each to its status and
// message. Messages are written for the person reading them: they are sent as is.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = "Authentication required: send Authorization: Bearer <api key> or sign in") {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = "Your role does not allow this action") {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(what = "Resource") {
    super(404, `${what} not found`);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(limitBytes: number) {
    super(413, `Request body is larger than ${Math.round(limitBytes / 1024)} KiB`);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor() {
    super(415, "Request body must be sent with Content-Type: application/json");
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterSeconds: number, headers: Record<string, string> = {}) {
    super(429, `Too many requests; try again in ${retryAfterSeconds} s`, {
      ...headers,
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message = "The database is not answering; try again shortly") {
    super(503, message, { "Retry-After": "5" });
  }
}
