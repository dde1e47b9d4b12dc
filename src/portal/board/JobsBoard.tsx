// /portal/jobs-board (store portal and vendor portal): every open item in a lane derived from its states
// (docs/product.md#custody-board). A card moves by drag and drop or by keyboard (@dnd-kit: Space to pick
// up, arrows to the next lane, Space to drop; moves are announced); the server runs the matching
// transitions and decides — a refused move snaps back with its reason. Another user's move shows without a
// reload: the board reloads on every message of the user's notification socket. A phone shows one lane.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  KeyboardCode,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { AccessDenied, Title } from 'react-admin';
import { useGet, type GetData } from '../../shell/data/use-load.ts';
import { PrivateImage } from '../../shell/PrivateImage.tsx';
import { socketUrl } from '../../shell/notifications/notification-api.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { useSession } from '../use-session.ts';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';
import { ScanBox } from './ScanBox.tsx';
import { holderLabel, laneLabel } from './lane-words.ts';

type Board = GetData<'/api/v1/jobs-board'>;
type BoardCard = NonNullable<Board['cards']>[number];
type Lane = NonNullable<Board['lanes']>[number];

/** The due-date filters; their words are portal.board.due_filter.<id>. */
const DUE = ['all', 'overdue', 'week', 'none'] as const;

/**
 * Arrow keys move a picked-up card one lane along, in the board's order (Space/Enter drops it there): the
 * next lane is scrolled into view and the card placed at its top.
 */
const laneKeys: KeyboardCoordinateGetter = (event, { context }) => {
  const right = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
  const left = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up;
  if (!right && !left) return undefined;
  event.preventDefault();
  const lanes = [...document.querySelectorAll<HTMLElement>('[data-lane]')];
  const overId = context.over ? String(context.over.id) : null;
  let at = overId ? lanes.findIndex((l) => l.dataset.lane === overId) : -1;
  if (at < 0) at = lanes.findIndex((l) => context.activeNode && l.contains(context.activeNode));
  const target = lanes[at + (right ? 1 : -1)];
  if (!target) return undefined;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = target.getBoundingClientRect();
  return { x: r.left + 8, y: r.top + 40 };
};

export function JobsBoard() {
  const may = useSectionAccess();
  return may('jobs-board', 'list') ? <Board /> : <AccessDenied />;
}

function Board() {
  const kind = usePortalKind();
  const session = useSession();
  const { translate } = usePortalWords();
  const board = useGet('/api/v1/jobs-board', {});
  const phone = useMediaQuery('(max-width:599px)');
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('all');
  const [vendor, setVendor] = useState('all');
  const [service, setService] = useState('all');
  const [due, setDue] = useState<(typeof DUE)[number]>('all');
  const [phoneLane, setPhoneLane] = useState<string | null>(null);
  // Where a card shows while its move is on the server (snaps back when refused).
  const [pending, setPending] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // The due filter's "now": when the page opened.
  const [now] = useState(() => Date.now());
  const [done, setDone] = useState<string | null>(null);
  const { reload, replace } = board;

  // Live: any notification for this user (another user's move, a vendor's scan) reloads the board.
  useEffect(() => {
    const userId = session?.user.id;
    if (!userId) return;
    let socket: WebSocket | null = null;
    let closed = false;
    const open = () => {
      const url = socketUrl(userId);
      if (!url || closed) return;
      socket = new WebSocket(url);
      socket.onmessage = () => reload();
      socket.onclose = () => {
        if (!closed) setTimeout(open, 5000);
      };
    };
    open();
    return () => {
      closed = true;
      socket?.close();
    };
  }, [session?.user.id, reload]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeys }),
  );

  const data = board.data;
  const lanes: Lane[] = useMemo(() => data?.lanes ?? [], [data]);
  const laneName = useCallback(
    (id: string | number | undefined) => {
      const lane = lanes.find((l) => l.id === id);
      return lane ? laneLabel(translate, lane) : String(id);
    },
    [lanes, translate],
  );
  const cards: BoardCard[] = useMemo(() => {
    const term = search.trim().toUpperCase();
    return (data?.cards ?? []).filter((c) => {
      if (term && !c.item_number?.includes(term)) return false;
      if (location !== 'all' && String(c.location_id) !== location) return false;
      if (vendor !== 'all' && String(c.vendor_id) !== vendor) return false;
      if (service !== 'all' && c.service_name !== service) return false;
      const dueAt = c.due_at ? new Date(c.due_at).getTime() : null;
      if (due === 'overdue' && !(dueAt !== null && dueAt < now)) return false;
      if (due === 'week' && !(dueAt !== null && dueAt < now + 7 * 86_400_000)) return false;
      if (due === 'none' && dueAt !== null) return false;
      return true;
    });
  }, [data, search, location, vendor, service, due, now]);

  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('portal.board.picked_up', { item: active.id }),
    onDragOver: ({ active, over }) =>
      over
        ? translate('portal.board.over', { item: active.id, lane: laneName(over.id) })
        : translate('portal.board.over_none', { item: active.id }),
    onDragEnd: ({ active, over }) =>
      over
        ? translate('portal.board.dropped', { item: active.id, lane: laneName(over.id) })
        : translate('portal.board.dropped_back', { item: active.id }),
    onDragCancel: ({ active }) => translate('portal.board.cancelled', { item: active.id }),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const item = String(active.id);
    const card = data?.cards?.find((c) => c.item_number === item);
    const to = String(over.id);
    if (!card || card.lane === to) return;
    setRefusal(null);
    setDone(null);
    setPending((p) => ({ ...p, [item]: to }));
    try {
      const moved = await send(api.POST('/api/v1/jobs-board/moves', { body: { item_number: item, to } }));
      setDone(translate('portal.board.moved', { item, lane: laneName(to) }));
      // The board shows the card where the server put it at once, then reloads for the rest of its facts
      // (days in stage, holder). Without it the card went back to its old lane between the move and the
      // reload's answer, and a next move picked up from there was judged against the old lane.
      if (data)
        replace({
          ...data,
          cards: data.cards?.map((c) => (c.item_number === item ? { ...c, lane: moved.lane ?? to } : c)),
        });
      reload();
    } catch (e) {
      setRefusal(
        translate('portal.board.stays', {
          item,
          lane: laneName(card.lane),
          reason: e instanceof Error ? e.message : String(e),
        }),
      );
    } finally {
      setPending((p) => {
        const { [item]: _gone, ...rest } = p;
        return rest;
      });
    }
  };

  const targets = (data?.stage_target_days ?? {}) as Record<string, number>;
  const services = [...new Set((data?.cards ?? []).map((c) => c.service_name ?? ''))].filter(Boolean).sort();
  const vendorLanes = lanes.filter((l) => l.vendor_id);
  const shown = phone ? lanes.filter((l) => l.id === (phoneLane ?? lanes[0]?.id)) : lanes;
  const laneOf = (c: BoardCard) => pending[c.item_number ?? ''] ?? c.lane;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('portal.board.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, contain: 'inline-size' }} useFlexGap flexWrap="wrap">
        <TextField
          size="small"
          fullWidth={false}
          label={translate('portal.board.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        />
        {kind === 'store' && (data?.locations?.length ?? 0) > 1 && (
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('portal.board.location')}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            sx={{ minWidth: { xs: 140, sm: 160 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            <MenuItem value="all">{translate('portal.board.all_locations')}</MenuItem>
            {data?.locations?.map((l) => (
              <MenuItem key={l.id} value={String(l.id)}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'store' && vendorLanes.length > 0 && (
          <TextField
            select
            size="small"
            fullWidth={false}
            label={translate('portal.board.vendor')}
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            sx={{ minWidth: { xs: 140, sm: 160 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            <MenuItem value="all">{translate('portal.board.all_vendors')}</MenuItem>
            {vendorLanes.map((l) => (
              <MenuItem key={l.id} value={String(l.vendor_id)}>
                {l.vendor_name ?? l.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('portal.board.service')}
          value={service}
          onChange={(e) => setService(e.target.value)}
          sx={{ minWidth: { xs: 140, sm: 160 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          <MenuItem value="all">{translate('portal.board.all_services')}</MenuItem>
          {services.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('portal.board.due')}
          value={due}
          onChange={(e) => setDue(e.target.value as typeof due)}
          sx={{ minWidth: { xs: 140, sm: 160 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
        >
          {DUE.map((d) => (
            <MenuItem key={d} value={d}>
              {translate(`portal.board.due_filter.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <ScanBox onRecorded={reload} />
      </Stack>
      {refusal && (
        <Alert
          severity="error"
          role="alert"
          data-testid="board-refusal"
          onClose={() => setRefusal(null)}
          sx={{ mb: 1 }}
        >
          {refusal}
        </Alert>
      )}
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 1 }}>
          {done}
        </Alert>
      )}
      {board.error && <Alert severity="error">{board.error}</Alert>}
      {board.loading && <Typography>{translate('portal.board.loading')}</Typography>}
      {data && lanes.length === 0 && <Typography>{translate('portal.board.empty')}</Typography>}
      {phone && lanes.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth
          label={translate('portal.board.lane')}
          value={phoneLane ?? lanes[0]?.id ?? ''}
          onChange={(e) => setPhoneLane(e.target.value)}
          sx={{ mb: 1 }}
        >
          {lanes.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {laneLabel(translate, l)} ({cards.filter((c) => laneOf(c) === l.id).length})
            </MenuItem>
          ))}
        </TextField>
      )}
      <DndContext
        autoScroll={false}
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: translate('portal.board.instructions'),
          },
        }}
      >
        <Box
          // contain: the lanes scroll sideways inside the page instead of widening it (TableScroll's reason).
          // Lanes share the width (compact cards whose words wrap) so a store with one vendor fits at 1280 px;
          // with more vendors the board scrolls — focusable so the arrow keys scroll it, and a scrollbar always shown.
          tabIndex={0}
          role="group"
          aria-label={translate('portal.board.lanes')}
          sx={{
            display: 'flex',
            gap: 0.75,
            overflowX: 'auto',
            contain: 'inline-size',
            alignItems: 'flex-start',
            pb: 1,
            scrollbarWidth: 'auto',
            scrollbarColor: (t) => `${t.palette.grey[500]} ${t.palette.grey[200]}`,
            '&::-webkit-scrollbar': { height: 12 },
            '&::-webkit-scrollbar-thumb': { bgcolor: 'grey.500', borderRadius: 6 },
            '&::-webkit-scrollbar-track': { bgcolor: 'grey.200' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
          data-testid="jobs-board"
        >
          {shown.map((lane) => (
            <LaneColumn
              key={lane.id}
              lane={lane}
              cards={cards.filter((c) => laneOf(c) === lane.id)}
              target={targets[lane.stage ?? ''] ?? null}
              full={phone}
              kind={kind}
            />
          ))}
        </Box>
      </DndContext>
    </Box>
  );
}

function LaneColumn({
  lane,
  cards,
  target,
  full,
  kind,
}: {
  lane: Lane;
  cards: BoardCard[];
  target: number | null;
  full: boolean;
  kind: 'store' | 'vendor';
}) {
  const { setNodeRef, isOver } = useDroppable({ id: lane.id ?? '' });
  const { translate } = usePortalWords();
  return (
    <Box
      ref={setNodeRef}
      role="region"
      aria-label={laneLabel(translate, lane)}
      data-lane={lane.id}
      sx={{
        flex: full ? '1 1 100%' : '1 0 150px',
        minWidth: 0,
        maxWidth: full ? undefined : 280,
        minHeight: 200,
        bgcolor: isOver ? 'action.selected' : 'grey.100',
        borderRadius: 1,
        p: 0.75,
        outline: isOver ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {laneLabel(translate, lane)} <Chip size="small" label={cards.length} sx={{ ml: 0.5 }} />
      </Typography>
      {target !== null && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('portal.board.target', { smart_count: target })}
        </Typography>
      )}
      <Stack spacing={1}>
        {cards.map((c) => (
          <JobCard key={c.item_number} card={c} kind={kind} />
        ))}
        {cards.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('portal.board.no_items')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

// A narrow lane wraps a card's words onto a second line instead of cutting them to "Ring Re…".
const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
const WRAPPING_CHIP = { height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

function JobCard({ card, kind }: { card: BoardCard; kind: 'store' | 'vendor' }) {
  const id = card.item_number ?? '';
  const { translate, shortDate } = usePortalWords();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  const href =
    kind === 'vendor'
      ? `/workorder/${card.work_order_id}`
      : card.sales_order_id
        ? `/sales-order/${card.sales_order_id}`
        : null;
  return (
    <Card
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`card-${id}`}
      aria-label={`${translate('portal.board.card', {
        item: id,
        service: card.service_name ?? '',
        days: card.days_in_stage ?? 0,
      })}${card.late ? translate('portal.board.past_target') : ''}`}
      variant="outlined"
      sx={{
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.7 : 1,
        cursor: 'grab',
        touchAction: 'none',
        borderColor: card.late ? 'error.main' : undefined,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <CardContent sx={{ p: 0.75, '&:last-child': { pb: 0.75 } }}>
        <Stack direction="row" spacing={0.75} alignItems="flex-start">
          {card.photo_upload_id && (
            <Box
              sx={{
                width: 32,
                height: 32,
                flex: '0 0 32px',
                overflow: 'hidden',
                borderRadius: 0.5,
                '& img': { width: 32, height: 32, objectFit: 'cover' },
              }}
            >
              <PrivateImage
                uploadId={card.photo_upload_id}
                alt={translate('portal.board.photo_of', { item: id })}
              />
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
              {href ? (
                <RouterLink to={href} onPointerDown={(e) => e.stopPropagation()} style={{ color: 'inherit' }}>
                  {id}
                </RouterLink>
              ) : (
                id
              )}
            </Typography>
            <Typography variant="body2" title={card.service_name ?? ''} sx={TWO_LINES}>
              {card.service_name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={TWO_LINES}>
              {card.customer_name}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} useFlexGap flexWrap="wrap">
          <Chip
            size="small"
            color={card.late ? 'error' : 'default'}
            label={translate('portal.board.days', { smart_count: card.days_in_stage ?? 0 })}
          />
          {card.due_at && (
            <Chip
              size="small"
              variant="outlined"
              sx={WRAPPING_CHIP}
              label={translate('portal.board.due_on', { date: shortDate(card.due_at) })}
            />
          )}
          {card.flagged && <Chip size="small" color="warning" label={translate('portal.board.flagged')} />}
        </Stack>
        {kind === 'store' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ ...TWO_LINES, mt: 0.5 }}>
            {translate('portal.board.held_by', { name: holderLabel(translate, card.holder) })}
            {card.location_name && card.location_name !== card.holder?.name ? ` · ${card.location_name}` : ''}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
