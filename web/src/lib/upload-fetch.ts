/** Extra fetch option understood by `uploadFetch`: called with the uploaded fraction, 0 to 1. */
export interface UploadProgressOptions {
  onUploadProgress?: (fraction: number) => void;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * `fetch`, except that a multipart request with `onUploadProgress` goes through XMLHttpRequest,
 * the only browser API that reports upload progress.
 */
export function uploadFetch(
  input: RequestInfo | URL,
  init: RequestInit & UploadProgressOptions = {},
): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || !(rest.body instanceof FormData)) return fetch(input, rest);
  const body = rest.body;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', input instanceof Request ? input.url : String(input));
    new Headers(rest.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.withCredentials = rest.credentials === 'include';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onUploadProgress(1);
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    rest.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
