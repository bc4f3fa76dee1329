export { inProcessServiceEnv, testInfra, type TestInfra } from './infra.js';
export { uniqueNamespace } from './namespace.js';
export { dropNamespace } from './drop-namespace.js';
export { startTestStack, type TestStack, type TestStackOptions } from './stack.js';
export { checkMigrations, type MigrationCheck } from './migrations.js';
export {
  fakeOpenAiEnv,
  startFakeOpenAi,
  FAKE_OPENAI_API_KEY,
  type FakeClassification,
  type FakeClassificationFailure,
  type FakeOpenAi,
  type FakeOpenAiOptions,
  type FakeOpenAiFailure,
} from './fake-openai.js';
export { until } from './until.js';
export { grantAdmin } from './admin.js';
export {
  findMemberTraces,
  publishUserDeleted,
  untilConsumerCaughtUp,
  type AllowedTrace,
  type MemberTrace,
  type MemberTraceQuery,
  type PublishedDeletion,
} from './member-traces.js';
export {
  fakeVapiEnv,
  postVapiServerMessage,
  startFakeVapiApi,
  vapiClientTranscript,
  vapiEndOfCallReport,
  vapiServerMessage,
  vapiStatusUpdate,
  VAPI_SERVER_MESSAGES_PATH,
  type EndOfCallReportOptions,
  type FakeVapiApi,
  type FakeVapiApiRequest,
  type FakeVapiCall,
  type FakeVapiTurn,
} from './fake-vapi.js';
export {
  fakeStripeEnv,
  parseStripeForm,
  signStripePayload,
  startFakeStripe,
  stripeCompletedCheckout,
  stripeEvent,
  stripeSubscription,
  type FakeStripe,
  type FakeStripeRequest,
  type StripeSubscriptionOptions,
} from './fake-stripe.js';
export {
  newWebhookSecret,
  startWebhookReceiver,
  type ReceivedWebhook,
  type ReceiverAnswer,
  type WebhookReceiver,
  type WebhookReceiverOptions,
} from './webhook-receiver.js';
export { publishEvent, type PublishedEvent, type PublishEventOptions } from './events.js';
export { newPgClient, type PgClient } from './pg.js';
export { startServiceUnderTest, type ServiceUnderTest, type ServiceUnderTestOptions, type StartService } from './service-under-test.js';
export { eventReader, parseEventStream, readEventStream, type EventStreamResponse, type SseMessage, type StreamEvent } from './sse.js';
export { rejectionOf } from './rejection.js';
export { startMailbox, type Mailbox, type ReceivedMail } from './mailbox.js';
export { startOidcProvider, type LocalOidcProvider, type OidcPerson } from './oidc-provider.js';
