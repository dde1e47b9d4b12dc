// The order records the detail pages read, as the API answers them (schemas/*.schema.ts).
import type { ChargeKind } from '../../shared/state-machines.ts';
import type { PaymentRecordStatus } from '../../shared/payment-status.ts';

export interface SalesOrder {
  id: number;
  store_id: number;
  order_no: string;
  customer_id: number;
  location_id: number | null;
  status: string;
  payment_status: string;
  channel?: string;
  item_count?: number;
  total: number;
  customer_name?: string;
  customer_email?: string | null;
  customer_phone?: string | null;
  note?: string | null;
  created_at: string;
}

/** An option answer in words (option label, chosen value's label), as the server resolves it. */
export interface AnswerLabel {
  option_id: string;
  option: string;
  value: string;
}

export interface OrderItem {
  id: number;
  line_no: number;
  item_number: string;
  service_id?: number | null;
  service_name: string;
  quantity: number;
  unit_price: number;
  total: number;
  answers?: Record<string, unknown>;
  answer_labels?: AnswerLabel[];
  needs_work?: boolean;
  condition_notes?: string | null;
  declared_value?: number | null;
  intake_photos?: { id: number; upload_id: string }[];
}

export interface Payment {
  id: number;
  subject: string;
  method: string;
  amount: number;
  status: PaymentRecordStatus;
  created_at?: string;
}

export interface WorkOrder {
  id: number;
  store_id: number;
  sales_order_id: number;
  sales_order_item_id?: number;
  /** The sales order's location (null: none): location-bound staff act on the work only there. */
  location_id?: number | null;
  item_number: string;
  service_name: string;
  quantity?: number;
  answers?: Record<string, unknown>;
  answer_labels?: AnswerLabel[];
  source: number;
  vendor_id: number | null;
  status: string;
  price?: number | null;
  due_at?: string | null;
  created_at: string;
}

export interface Charge {
  id: number;
  /** additional (on a work-order item) or extra (on the order): one lifecycle, each kind its routes. */
  kind: ChargeKind;
  amount: number;
  reason: string;
  status: string;
  payment_path: string;
  item_number?: string;
  requested_by?: number;
  created_at?: string;
}
