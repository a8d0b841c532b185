import { Badge, Group, Loader, Text } from '@mantine/core';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../../../../contracts/chat';
import { nameWithSide } from '../../../../domain/conditions/disability-name';
import { CenteredLoader } from '../../../components/centered-loader';
import { WingmanLogo } from '../../../components/wingman-logo';
import { lazyExport } from '../../../lib/lazy-export';
import type { PendingExchange } from '../use-send-message';
import classes from './chat-messages.module.css';

// The Markdown renderer is the chat's largest part, and a new chat's welcome card does not
// need it: it loads once there is a conversation to show (DESIGN §8 client budget).
const loadAssistantMarkdown = () => import('./assistant-markdown');
const AssistantMarkdown = lazyExport(loadAssistantMarkdown, 'AssistantMarkdown');

type Attachments = Pick<ChatMessage, 'attachedDocuments' | 'attachedDisabilities'>;

function SentAttachments({ attachedDocuments, attachedDisabilities }: Attachments) {
  if (attachedDocuments.length === 0 && attachedDisabilities.length === 0) return null;
  return (
    <div className={classes.attachments}>
      {attachedDocuments.map((document) => (
        <Badge key={document.id} variant="white" color="navy" tt="none" maw="100%">
          {document.originalName}
        </Badge>
      ))}
      {attachedDisabilities.map((disability) => (
        <Badge key={disability.id} variant="white" color="navy" tt="none" maw="100%">
          {nameWithSide(disability)} · {disability.currentPercentage}%
        </Badge>
      ))}
    </div>
  );
}

function UserMessage({ content, ...attachments }: { content: string } & Attachments) {
  return (
    <div className={`${classes.row} ${classes.userRow}`} role="listitem" aria-label="You said">
      <div className={classes.userBubble}>
        {content}
        <SentAttachments {...attachments} />
      </div>
    </div>
  );
}

function AssistantMessage({ children }: { children: ReactNode }) {
  return (
    <div className={classes.row} role="listitem" aria-label="Wingman said">
      <span className={classes.avatar}>
        <WingmanLogo size={28} />
      </span>
      <div className={classes.assistantBubble}>{children}</div>
    </div>
  );
}

type ChatMessagesProps = {
  messages: readonly ChatMessage[];
  pending: PendingExchange | null;
};

/**
 * Spec §2 message list: the veteran on the right, Wingman on the left with its logo, and the
 * reply streaming in as it is written. Follows the newest message to the bottom.
 */
export function ChatMessages(props: ChatMessagesProps) {
  // Fetched as soon as the list shows, so a first question's reply does not wait for it.
  useEffect(() => void loadAssistantMarkdown(), []);
  // Until the renderer is there, the conversation shows as still loading, never as raw text.
  return (
    <Suspense fallback={<CenteredLoader label="Loading your chat" />}>
      <MessageList {...props} />
    </Suspense>
  );
}

function MessageList({ messages, pending }: ChatMessagesProps) {
  const latestQuestion = useRef<HTMLDivElement>(null);
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user');
  const sessionId = pending?.sessionId ?? messages[0]?.sessionId ?? null;
  // The question being answered counts as soon as it is sent, and once more when stored.
  const questions =
    messages.filter((message) => message.role === 'user').length + (pending ? 1 : 0);
  const scrolledTo = useRef({ sessionId: null as string | null, questions: 0 });

  // A new question (or a chat just opened) goes to the top, so its answer is read from its first
  // line as it streams in below, not from its sources at the bottom. Only then: the stored
  // answer replacing the streamed one, or a veteran scrolling while it streams, is left alone.
  useEffect(() => {
    const last = scrolledTo.current;
    if (last.sessionId === sessionId && questions <= last.questions) return;
    scrolledTo.current = { sessionId, questions };
    latestQuestion.current?.scrollIntoView({ block: 'start' });
  }, [sessionId, questions]);

  // The latest exchange is kept apart: it is at least a screen tall, so its question can be
  // scrolled to the top at once, before its answer has streamed in.
  const latestFrom = pending ? messages.length : Math.max(lastUserIndex, 0);
  const render = (message: ChatMessage) =>
    message.role === 'user' ? (
      <UserMessage key={message.id} {...message} />
    ) : (
      <AssistantMessage key={message.id}>
        <AssistantMarkdown text={message.content} />
      </AssistantMessage>
    );

  return (
    <div className={classes.list} role="list" aria-label="Conversation">
      {messages.slice(0, latestFrom).map(render)}
      <div className={classes.latestExchange} role="none">
        <div ref={latestQuestion} className={classes.latestQuestion} />
        {messages.slice(latestFrom).map(render)}
        {pending && (
          <>
            <UserMessage
              content={pending.content}
              attachedDocuments={pending.attachedDocuments}
              attachedDisabilities={pending.attachedDisabilities}
            />
            <AssistantMessage>
              {pending.reply ? (
                <AssistantMarkdown text={pending.reply} />
              ) : (
                <Group gap="xs" role="status">
                  <Loader size="xs" type="dots" color="navy" aria-hidden />
                  <Text size="sm" c="dimmed">
                    Wingman is thinking
                  </Text>
                </Group>
              )}
            </AssistantMessage>
          </>
        )}
      </div>
    </div>
  );
}
