import { Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import classes from './chat-messages.module.css';

/** A path of this app ("/claims"), not another site's address or a protocol-relative one. */
const isOwnPath = (href: string | undefined): href is string =>
  href !== undefined && href.startsWith('/') && !href.startsWith('//');

// Wingman's own screens open in place; other sites leave the chat in a new tab, and the new
// page gets no handle on this one.
const components: Components = {
  a: ({ node: _node, href, ...props }) =>
    isOwnPath(href) ? (
      <Link href={href} {...props} />
    ) : (
      <a href={href} {...props} target="_blank" rel="noopener noreferrer" />
    ),
};

/**
 * Wingman's reply as Markdown (DESIGN §5). Raw HTML is never rendered and unsafe link schemes
 * are dropped by react-markdown's defaults, so a reply cannot inject markup.
 */
export function AssistantMarkdown({ text }: { text: string }) {
  return (
    <Typography className={classes.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </Markdown>
    </Typography>
  );
}
