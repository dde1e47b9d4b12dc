import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.hostLabels.vendor).toContain('repair');
    expect(config.hostLabels.platform).toEqual(['app', 'live', 'staging', 'hotfix']);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses bad values naming each of them', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL_SECONDS: '1',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (e) {
      const message = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ACCESS_TOKEN_TTL_SECONDS', 'JWT_SECRET'])
        expect(message).toContain(name);
    }
  });

  it('reads host labels as configuration', () => {
    const config = loadConfig({ VENDOR_HOST_LABELS: 'bench,vendor', PLATFORM_HOST_LABELS: 'admin' });
    expect(config.hostLabels).toEqual({ vendor: ['bench', 'vendor'], platform: ['admin'] });
  });
});
