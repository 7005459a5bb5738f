import { SaxesParser } from 'saxes';

export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** Text and CDATA directly inside this element. */
  text: string;
}

/**
 * Parses XML strictly (well-formedness and namespaces checked by saxes): throws on any
 * error, so a test that parses a feed or sitemap also proves it is valid XML.
 */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  let failure: Error | null = null;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([k, a]) => [k, typeof a === 'string' ? a : a.value]),
      ),
      children: [],
      text: '',
    };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.on('cdata', (text) => {
    stack[stack.length - 1]!.text += text;
  });
  parser.write(xml).close();
  if (failure) throw failure;
  const [element] = root.children;
  if (!element || root.children.length !== 1) throw new Error('XML must have one root element');
  return element;
}

/** Direct children named `name`. */
export const childrenNamed = (node: XmlNode, name: string) =>
  node.children.filter((c) => c.name === name);

/** The first direct child named `name`; throws if there is none. */
export function child(node: XmlNode, name: string): XmlNode {
  const found = node.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
}
