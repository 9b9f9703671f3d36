/** What a client sees of an answer: status, parsed JSON (when it is JSON), raw text, headers. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  /** A value to send as JSON, or a raw string / buffer sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A tiny HTTP client bound to a base URL and default headers (an API key, usually). */
export interface ApiClient {
  request<T = Record<string, unknown>>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
}

function encode(body: unknown): string | Buffer | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body;
  return JSON.stringify(body);
}

export function apiClient(baseUrl: string, defaults: Record<string, string> = {}): ApiClient {
  const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const payload = encode(options.body);
    const headers = { ...defaults, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload as BodyInit | undefined });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    return { status: response.status, body: body as T, text, headers: response.headers };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, headers ? { headers } : {}),
    post: (path, body, headers) => request('POST', path, { body: body ?? {}, ...(headers ? { headers } : {}) }),
  };
}

/** Parses a JSON Lines answer (an export) into its records, in order. */
export function jsonLines<T = Record<string, unknown>>(text: string): T[] {
  return text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}
