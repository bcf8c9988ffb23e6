/** Response codes of the envelope (ARCHITECTURE §5) and the HTTP status each maps to. */
export const ResponseCode = {
  ok: 200,
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  systemError: 500,
  notReady: 503,
  businessRule: 901,
  agreementRequired: 100000032,
} as const;

export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

const httpStatusByCode: Record<ResponseCode, number> = {
  200: 200,
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  429: 429,
  500: 500,
  503: 503,
  901: 422,
  100000032: 200,
};

export function httpStatusFor(code: ResponseCode): number {
  return httpStatusByCode[code];
}
