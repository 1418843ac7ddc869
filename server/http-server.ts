/**
 * The site's HTTP server: Node's, with requests and responses built as the Express app's own from the
 * start, so Express never changes an object's prototype (docs/decisions/0046-express-request-prototypes.md).
 *
 * `app.handle` sets each request's and response's prototype to `app.request` / `app.response`
 * (`Object.setPrototypeOf`). In V8 (Node 20) an object whose prototype was changed after it was built
 * is not freed by a young-generation collection, even once unreachable: it is moved to the old
 * generation and waits for a full collection, and so does everything it points to (a request points to
 * its response, logger, headers and what the handlers hung on them). Built here with those prototypes,
 * the `setPrototypeOf` finds the prototype already in place and changes nothing. Figures in the
 * decision record.
 */
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

type IncomingMessageInit = (this: IncomingMessage, socket: Socket) => void;
type ServerResponseInit = (this: ServerResponse, req: IncomingMessage, options?: object) => void;

/**
 * Node's request and response constructors are plain functions (not classes) up to at least Node 24:
 * they can run on an object built with another prototype. Should one become a class, Express's own
 * path is taken instead (correct, only slower).
 */
function isPlainConstructor(fn: unknown): fn is (...args: never[]) => void {
  return typeof fn === 'function' && !Function.prototype.toString.call(fn).startsWith('class');
}

interface MessageTypes {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

/**
 * The request and response constructors whose instances have the app's prototypes, built on `base`
 * (Node's own); null when those can't run on another prototype.
 */
export function appMessageTypes(app: Express, base: MessageTypes = { IncomingMessage, ServerResponse }): MessageTypes | null {
  if (!isPlainConstructor(base.IncomingMessage) || !isPlainConstructor(base.ServerResponse)) return null;
  const initRequest = base.IncomingMessage as unknown as IncomingMessageInit;
  const initResponse = base.ServerResponse as unknown as ServerResponseInit;
  function AppRequest(this: IncomingMessage, socket: Socket) {
    initRequest.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    initResponse.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/** An HTTP server for `app`, not yet listening (what `app.listen` builds, minus the prototype changes). */
export function createAppServer(app: Express): Server {
  const types = appMessageTypes(app);
  return types ? createServer(types, app) : createServer(app);
}
