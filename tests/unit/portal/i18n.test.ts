import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/portal/providers/i18n-provider.ts';

describe('i18nProvider', () => {
  const t = i18nProvider.translate;

  it('labels location fields from the schema titles', () => {
    expect(t('resources.location.fields.name')).toBe('Name');
    expect(t('resources.location.fields.address_line1')).toBe('Address');
    expect(t('resources.location.fields.state')).toBe('State / region');
  });

  it('chooses the plural by smart_count and interpolates', () => {
    expect(t('resources.location.name', { smart_count: 1 })).toBe('Location');
    expect(t('resources.location.name', { smart_count: 2 })).toBe('Locations');
    expect(t('portal.dashboard.greeting', { name: 'Grace' })).toBe('Welcome back, Grace');
  });

  it("falls back to react-admin's messages", () => {
    expect(t('ra.action.save')).toBe('Save');
    expect(t('ra.auth.logout')).toBe('Log out');
  });
});
