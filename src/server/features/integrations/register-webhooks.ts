// After an install, subscribes the shop to the webhooks the platform handles, through the library's Admin
// GraphQL client (webhookSubscriptionCreate).
import type { Session, Shopify } from '@shopify/shopify-api';

const topics = ['ORDERS_CREATE', 'APP_UNINSTALLED'] as const;

const mutation = `mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $callbackUrl: URL!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: { callbackUrl: $callbackUrl, format: JSON }) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;

export async function registerShopWebhooks(shopify: Shopify, session: Session, callbackUrl: string) {
  const client = new shopify.clients.Graphql({ session });
  for (const topic of topics) {
    const response = await client.request<{
      webhookSubscriptionCreate: { userErrors: { message: string }[] };
    }>(mutation, { variables: { topic, callbackUrl } });
    const errors = response.data?.webhookSubscriptionCreate.userErrors ?? [];
    if (errors.length) throw new Error(`${topic}: ${errors.map((e) => e.message).join('; ')}`);
  }
}
