// Screens a resource brings instead of the generic ones, keyed by its portal segment. Only what the
// declaration cannot describe lives here: the service option editor, the users' permission grid, the
// commission rules' condition editor, the staff invitation's one-time link, the counter's new sales order, the customer-message editor.
import { CommissionRuleCreate, CommissionRuleEdit } from '../forms/CommissionRuleForms.tsx';
import { SalesOrderCreate } from '../orders/counter/SalesOrderCreate.tsx';
import { ServiceCreate } from '../services/ServiceCreate.tsx';
import { ServiceEditPage } from '../services/ServiceEditPage.tsx';
import { MessageTemplatesEditor } from '../settings/MessageTemplatesEditor.tsx';
import { StaffInvitationCreate } from '../users/StaffInvitationCreate.tsx';
import { UserCreate, UserEdit } from '../users/UserForms.tsx';
import type { CustomScreens } from './screen-types.ts';

export const customScreens: CustomScreens = {
  'store-services': { create: ServiceCreate, edit: ServiceEditPage },
  users: { create: UserCreate, edit: UserEdit },
  'staff-invitations': { create: StaffInvitationCreate },
  'commission-rules': { create: CommissionRuleCreate, edit: CommissionRuleEdit },
  'sales-orders': { create: SalesOrderCreate },
  // One editor for every event's mail and text (docs/product.md#messages-templates).
  'message-templates': { list: MessageTemplatesEditor },
};
