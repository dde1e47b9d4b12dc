// The notifications bell of docs/product.md#routes-notification-bell, docs/product.md#messages-notifications:
// a badge with the unread count, a panel with the general and
// watching tabs, five per page and the next page loaded when the list is scrolled to its end, mark one read
// on opening it, mark all read, new ones arriving live over the websocket with a short chime (mute toggle),
// descriptions rendered sanitised (DOMPurify), time as 'ddd, MMM Do YYYY at h:mm a'. One component for
// every face: where a notification leads is the face's own (linkOf).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import DOMPurify from 'dompurify';
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { sayStored, type SaidParams } from '../../shared/i18n/said.ts';
import { useWords } from '../i18n/words-context.ts';
import { isMuted, playChime, setMuted } from './chime.ts';
import {
  fetchNotifications,
  markAllRead,
  markRead,
  socketUrl,
  type AppNotification,
  type NotificationTab,
} from './notification-api.ts';

interface TabState {
  items: AppNotification[];
  page: number;
  more: boolean;
  loading: boolean;
  error: string | null;
}

const emptyTab = (): TabState => ({ items: [], page: 0, more: true, loading: false, error: null });
const tabs: readonly NotificationTab[] = ['general', 'watching'];

export interface NotificationBellProps {
  userId: number;
  /** Where a notification leads in this face (null: nowhere). */
  linkOf: (n: AppNotification) => string | null;
}

export function NotificationBell({ userId, linkOf }: NotificationBellProps) {
  const navigate = useNavigate();
  const { t, locale } = useWords();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<NotificationTab>('general');
  const [state, setState] = useState<Record<NotificationTab, TabState>>({
    general: emptyTab(),
    watching: emptyTab(),
  });
  const [unread, setUnread] = useState(0);
  const [muted, setMutedState] = useState(isMuted);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  // The pages loaded per tab, read when asking for the next (state updaters run later, not in the call).
  const loaded = useRef<Record<NotificationTab, number>>({ general: 0, watching: 0 });
  const loadNext = useCallback(async (which: NotificationTab, fresh = false) => {
    if (fresh) loaded.current[which] = 0;
    const page = loaded.current[which] + 1;
    setState((s) => {
      const current = fresh ? emptyTab() : s[which];
      return { ...s, [which]: { ...current, loading: true, error: null } };
    });
    try {
      const answer = await fetchNotifications(which, page);
      loaded.current[which] = page;
      setUnread(answer.unread_count);
      setState((s) => {
        const known = new Set(s[which].items.map((n) => n.id));
        const items = [...s[which].items, ...answer.results.filter((n) => !known.has(n.id))];
        return { ...s, [which]: { items, page, more: answer.next !== null, loading: false, error: null } };
      });
    } catch (e) {
      setState((s) => ({ ...s, [which]: { ...s[which], loading: false, error: (e as Error).message } }));
    }
  }, []);

  // The first page of the general tab gives the unread count for the badge.
  useEffect(() => {
    void loadNext('general', true);
  }, [loadNext]);

  // Live arrivals: prepend to their tab, count them, chime unless muted; reconnect when the socket drops.
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const url = socketUrl(userId);
      if (!url || stopped) return;
      socket = new WebSocket(url);
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; data?: AppNotification };
        if (message.type !== 'notification' || !message.data) return;
        const n = message.data;
        const which: NotificationTab = n.is_watching ? 'watching' : 'general';
        setState((s) =>
          s[which].items.some((x) => x.id === n.id)
            ? s
            : { ...s, [which]: { ...s[which], items: [n, ...s[which].items] } },
        );
        if (!n.is_read) setUnread((u) => u + 1);
        if (!mutedRef.current) playChime();
      };
      socket.onclose = () => {
        if (!stopped) retry = setTimeout(connect, 5000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [userId]);

  const current = state[tab];
  // A state, not a ref: the popover mounts its content a render after opening, and the observer must follow.
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open) return;
    if (current.page === 0 && !current.loading && !current.error) void loadNext(tab);
    if (!end || !list) return;
    // Seen from the list itself, not the viewport: while the popover grows in, everything in it is scaled
    // down and the end would look reached before anyone scrolled. And only once the list scrolls: five
    // short notifications that fit without scrolling left the end in view, and the next page loaded
    // unasked — those fit ones get "Show more" instead.
    const observer = new IntersectionObserver(
      (entries) => {
        const scrolls = list.scrollHeight > list.clientHeight + 1;
        if (
          scrolls &&
          entries.some((e) => e.isIntersecting) &&
          current.more &&
          !current.loading &&
          current.page > 0
        )
          void loadNext(tab);
      },
      { root: list },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [open, end, list, tab, current.more, current.loading, current.page, current.error, loadNext]);

  const openOne = async (n: AppNotification) => {
    if (!n.is_read) {
      try {
        await markRead(n.id);
        setUnread((u) => Math.max(0, u - 1));
        setState((s) => {
          const next = { ...s };
          for (const t of tabs)
            next[t] = {
              ...s[t],
              items: s[t].items.map((x) => (x.id === n.id ? { ...x, is_read: true } : x)),
            };
          return next;
        });
      } catch {
        // Opening matters more than the mark: the next page load shows it unread again.
      }
    }
    const to = linkOf(n);
    if (to) {
      setOpen(false);
      navigate(to);
    }
  };

  const readAll = async () => {
    await markAllRead();
    setUnread(0);
    setState((s) => {
      const next = { ...s };
      for (const t of tabs) next[t] = { ...s[t], items: s[t].items.map((x) => ({ ...x, is_read: true })) };
      return next;
    });
  };

  /** The notification's title in the reader's words (docs/product.md#languages-server-sentences). */
  const titleOf = (n: AppNotification) =>
    sayStored(t, locale, n.message_key, n.message_params as SaidParams, n.short_description);

  /** The notification's body, sanitized, without its first paragraph when that is the (English) title; none
   * when it only repeats the title. */
  const bodyOf = (n: { short_description: string; description: string }) => {
    const doc = new DOMParser().parseFromString(DOMPurify.sanitize(n.description), 'text/html');
    const first = doc.body.firstElementChild;
    if (first?.tagName === 'P' && first.textContent === n.short_description) first.remove();
    const html = doc.body.innerHTML;
    const words = (text: string) =>
      text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return !words(html) || words(html) === words(n.short_description) ? null : html;
  };

  const toggleMute = () => {
    setMuted(!muted);
    setMutedState(!muted);
  };

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          ref={anchor}
          color="inherit"
          aria-label={t('notifications.bell', { count: unread })}
          onClick={() => setOpen(true)}
          data-testid="notification-bell"
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-unread">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // On a phone the panel is the screen's width less a small margin on each side, so nothing of its
        // header (Mark all read) or tabs (Watching) runs off the screen.
        marginThreshold={8}
        slotProps={{
          paper: { sx: { width: { xs: 'calc(100vw - 16px)', sm: 400 }, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('notifications.title')}
          </Typography>
          <Tooltip title={t(muted ? 'notifications.sound_off' : 'notifications.sound_on')}>
            <IconButton
              size="small"
              aria-pressed={muted}
              aria-label={t('notifications.mute')}
              onClick={toggleMute}
            >
              {muted ? <VolumeOffOutlined fontSize="small" /> : <VolumeUpOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={() => void readAll()} disabled={unread === 0}>
            {t('notifications.read_all')}
          </Button>
        </Stack>
        <Tabs value={tab} onChange={(_e, v: NotificationTab) => setTab(v)} variant="fullWidth">
          <Tab value="general" label={t('notifications.general')} />
          <Tab value="watching" label={t('notifications.watching')} />
        </Tabs>
        <Box ref={setList} sx={{ maxHeight: 420, overflowY: 'auto' }} data-testid="notification-list">
          <List disablePadding>
            {current.items.map((n) => (
              <ListItemButton
                key={n.id}
                divider
                onClick={() => void openOne(n)}
                data-testid="notification"
                data-read={n.is_read}
                sx={{ display: 'block', bgcolor: n.is_read ? undefined : 'action.hover' }}
              >
                <Typography variant="body2" sx={{ fontWeight: n.is_read ? 400 : 700 }}>
                  {titleOf(n)}
                </Typography>
                {bodyOf(n) ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="div"
                    // Descriptions may carry markup; only what DOMPurify keeps reaches the page.
                    dangerouslySetInnerHTML={{ __html: bodyOf(n)! }}
                  />
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  {formatDateIn(locale, n.created_on, t('notifications.time_pattern'))}
                </Typography>
              </ListItemButton>
            ))}
          </List>
          {current.error ? <Alert severity="error">{current.error}</Alert> : null}
          {!current.loading && !current.error && current.page > 0 && current.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('notifications.none')}
            </Typography>
          ) : null}
          {current.more && !current.loading && !current.error && current.page > 0 ? (
            <Button fullWidth size="small" onClick={() => void loadNext(tab)} sx={{ my: 0.5 }}>
              {t('notifications.more')}
            </Button>
          ) : null}
          {current.loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 1.5 }}>
              <CircularProgress size={20} aria-label={t('notifications.loading')} />
            </Box>
          ) : null}
          <div ref={setEnd} style={{ height: 1 }} />
        </Box>
      </Popover>
    </>
  );
}
