/** Characters XML 1.0 forbids even when escaped (most C0 controls, lone surrogates, U+FFFE/F). */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Text inside CDATA: a literal "]]>" is split so it cannot end the section. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
