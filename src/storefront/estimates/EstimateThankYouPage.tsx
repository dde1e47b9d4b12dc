// /estimate/thank-you/:id — the request is in: its number, and that the quote arrives by mail.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { api, call } from '../../client/api.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../common/page-title.ts';
import { useLoad } from '../common/use-load.ts';

export default function EstimateThankYouPage() {
  usePageTitle('Estimate requested');
  const { id = '' } = useParams();
  const [estimate] = useLoad(
    /^\d+$/.test(id)
      ? () => call(api.GET('/api/v1/estimates/{id}', { params: { path: { id: Number(id) } } }))
      : null,
    [id],
  );
  const number = estimate.status === 'ready' ? estimate.data.estimate_no : null;
  return (
    <MessagePage
      icon={<MarkEmailReadOutlined />}
      title="Thank you — we received your request"
      sentence={`${number ? `Your estimate number is ${number}. ` : ''}We mail you the quote with a link to approve or decline it.`}
      action={
        <Button component={RouterLink} to="/" variant="contained" className="wl-button">
          Back to the services
        </Button>
      }
    />
  );
}
