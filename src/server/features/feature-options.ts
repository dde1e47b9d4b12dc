// What app.ts passes every feature plugin (features/index.ts registers them).
export interface FeatureOptions {
  /** Seals secrets at rest (Shopify tokens, bank accounts): ENCRYPTION_KEY, else the JWT secret. */
  sealingSecret: string;
}
