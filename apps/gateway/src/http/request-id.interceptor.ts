import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { runWithRequestId } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';

/** Logs and onward NATS requests carry the HTTP request's id. */
@Injectable()
export class HttpRequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return new Observable((subscriber) => runWithRequestId(String(request.id), () => next.handle().subscribe(subscriber)));
  }
}
