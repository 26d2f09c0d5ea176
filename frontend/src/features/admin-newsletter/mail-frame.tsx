/** Mail HTML shown in a sandboxed frame: no scripts, no same-origin access, links open nowhere from here. */
export function MailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox=""
      style={{ width: '100%', height: '28rem', border: '1px solid #e2e8f0', borderRadius: 8, background: '#fff' }}
    />
  );
}
