import type { NextStep, ServiceError } from '../ports/index.js';

/** The REST call that takes a service's next step (services name use cases, not paths). */
function restCall(step: NextStep): string {
  switch (step.do) {
    case 'editDiagram':
      return `POST /v1/diagrams/${encodeURIComponent(step.ref)}/revisions`;
    case 'listDiagrams':
      return 'GET /v1/diagrams';
    case 'readDiagram':
      return `GET /v1/diagrams/${encodeURIComponent(step.ref)}${step.knownRevision !== undefined ? `?knownRevision=${step.knownRevision}` : ''}`;
    case 'deleteDiagram':
      return `DELETE /v1/diagrams/${encodeURIComponent(step.ref)}?confirm=true`;
    case 'proposeChange':
      return `POST /v1/diagrams/${encodeURIComponent(step.ref)}/proposals`;
  }
}

/** A service error's message as a REST answer words it: with the method and path of its next step. */
export function restMessage(error: ServiceError): string {
  if (!error.next) return error.message;
  return `${error.message.replace(/\.$/, '')} (${restCall(error.next)}).`;
}
