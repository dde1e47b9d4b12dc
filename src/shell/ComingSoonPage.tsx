// A page that a later release builds: says so plainly in a title and one sentence.
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import type { ReactNode } from 'react';
import { MessagePage } from './MessagePage.tsx';

export interface ComingSoon {
  title: string;
  sentence: string;
}

export function ComingSoonPage({ title, sentence, action }: ComingSoon & { action?: ReactNode }) {
  return (
    <MessagePage icon={<ConstructionOutlinedIcon />} title={title} sentence={sentence} action={action} />
  );
}
