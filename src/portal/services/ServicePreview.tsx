// The editor's live preview: the customer's option form for the service as it is being edited, compiled
// again on each change and evaluated as the preview's answers change.
import { useMemo } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OptionForm, useOptionForm } from '../../option-form/index.ts';
import type { ServiceDefinition, ServiceOption } from '../../shared/rules/index.ts';
import { editorFormServices } from './service-api.ts';

export function ServicePreview({ serviceId, options }: { serviceId: number; options: ServiceOption[] }) {
  const translate = useTranslate();
  // Choice prices in the store's currency: the portal layout's words carry it (PortalLayout.tsx).
  const definition = useMemo<ServiceDefinition>(() => ({ id: serviceId, options }), [serviceId, options]);
  const form = useOptionForm(definition);
  const hidden = form.options.length - form.options.filter((o) => form.isVisible(o.id)).length;
  return (
    <Paper
      component="section"
      aria-labelledby="preview-heading"
      data-testid="live-preview"
      sx={{
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
        <Typography id="preview-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('portal.editor.preview.title')}
        </Typography>
        <Button size="small" onClick={form.reset}>
          {translate('portal.editor.preview.clear')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {hidden
          ? translate('portal.editor.preview.hidden', { smart_count: hidden })
          : translate('portal.editor.preview.intro')}
      </Typography>
      <OptionForm
        form={form}
        services={editorFormServices}
        emptyText={translate('portal.editor.preview.empty')}
      />
    </Paper>
  );
}
