/** Notifications: Web Push to seats' devices, the table's webhook, reminders and digests (docs in lambdas/README.md). */
export { notifyAppended, notifySteps, type NotifyResult } from './appended.js';
export { remindDue, type RemindResult } from './reminders.js';
export { digestDue, type DigestResult } from './digest.js';
export { notifyChat } from './chat.js';
export { notifyRematch } from './rematch.js';
export { setNotify, setWebhook, setPresence } from './settings.js';
export { checkPushEndpoint, checkWebhookUrl, PUSH_HOSTS, WEBHOOK_HOSTS } from './endpoints.js';
export type { PushPayload } from './push.js';
