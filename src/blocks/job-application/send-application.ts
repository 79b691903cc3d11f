import type { ApplicationErrors } from '@/leads/applications/application-fields';

/** The route's JSON answer to the form's script, as the form reads it. */
export type SentAnswer =
  | { status: 'accepted' }
  | { status: 'invalid'; errors: ApplicationErrors; token?: string }
  | { status: 'refused'; token?: string }
  | { status: 'unavailable' };

/** What an HTTP status and body of the route mean to the form (anything unexpected: unavailable). */
export function readAnswer(status: number, text: string): SentAnswer {
  let body: { status?: string; errors?: ApplicationErrors; token?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // a proxy's page, say: the application is not known to be kept
  }
  if (status === 200 && body.status === 'accepted') return { status: 'accepted' };
  if ((status === 422 || status === 413) && body.errors) {
    return { status: 'invalid', errors: body.errors, token: body.token };
  }
  if (status === 403 || status === 404 || status === 429) {
    return { status: 'refused', token: body.token };
  }
  return { status: 'unavailable' };
}

/**
 * Sends the form's data with XMLHttpRequest, whose upload reports its progress (fetch reports
 * none), asking for the JSON answer; `onProgress` hears the share sent, 0 to 1.
 */
export function sendApplication(
  action: string,
  data: FormData,
  onProgress: (share: number) => void,
): Promise<SentAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', action);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve(readAnswer(request.status, request.responseText)),
    );
    request.addEventListener('error', () => resolve({ status: 'unavailable' }));
    request.addEventListener('abort', () => resolve({ status: 'unavailable' }));
    request.send(data);
  });
}
