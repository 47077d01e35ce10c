/**
 * The one-way imports of docs/architecture.md, checked on the path an import really resolves to, however it is
 * written (`@/…`, `../../…`, `src/…`). Pattern rules on the specifier text missed `../../dashboard/api/x` between
 * two client features; resolving first closes that.
 *
 * Options: `{ root, alias, forbidFolders, layers }`.
 * - `root`: the project's absolute path; paths in `layers`, `alias` and `forbidFolders` are relative to it.
 * - `alias`: specifier prefix → folder (`{ '@': 'src' }` as in tsconfig's `paths`).
 * - `forbidFolders`: project folders no checked file imports, whatever its layer (`e2e`, `bench`: test and bench
 *   code never ships inside the app).
 * - `layers`: ordered, the first whose `folder` holds a file is its layer. A `*` in `folder` is one path segment, and
 *   each folder it matches is an instance of its own (one client feature): a file always may import its own
 *   instance, another instance only when `may` names the layer itself.
 *   - `may`: layers it imports freely; `other` is any project path outside every layer (e2e/, drizzle/).
 *   - `typeOnly`: layers it may import with `import type` / `export type … from` only (they vanish at build).
 *   - `allowPackages`: when given, the only packages it may import (an allow-list: a package nobody vetted, or
 *     one added to the project later, stays out until it is named here).
 *   - `forbidPackages`: package names it may not import.
 *   In both, `react` also matches `react/x` and a trailing `*` is a prefix.
 * Files outside every layer (scripts, e2e, configs) are not checked.
 */
import path from 'node:path';

const OTHER = 'other';

/** `src/client/features/*` → a matcher giving the layer instance folder a path lies in, or undefined. */
function folderMatcher(folder) {
  const parts = folder.split('/').filter(Boolean);
  return (relPath) => {
    const segs = relPath.split('/');
    if (segs.length < parts.length) return undefined;
    for (let i = 0; i < parts.length; i++) {
      if (parts[i] !== '*' && parts[i] !== segs[i]) return undefined;
      if (parts[i] === '*' && !segs[i]) return undefined;
    }
    return segs.slice(0, parts.length).join('/');
  };
}

function packageMatches(spec, pattern) {
  if (pattern.endsWith('*')) return spec.startsWith(pattern.slice(0, -1));
  return spec === pattern || spec.startsWith(`${pattern}/`);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md, by resolved path.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          forbidFolders: { type: 'array', items: { type: 'string' } },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                folder: { type: 'string' },
                may: { type: 'array', items: { type: 'string' } },
                typeOnly: { type: 'array', items: { type: 'string' } },
                allowPackages: { type: 'array', items: { type: 'string' } },
                forbidPackages: { type: 'array', items: { type: 'string' } },
              },
              required: ['name', 'folder'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "{{from}} não importa {{to}} ('{{spec}}'): veja as camadas em docs/architecture.md.",
      typeOnly:
        "{{from}} só importa tipos de {{to}} ('{{spec}}'): use `import type` (o código do servidor não vai ao navegador).",
      package:
        "{{from}} não importa '{{spec}}': src/shared é TypeScript puro (sem node, React, banco ou Hono).",
      packageNotAllowed:
        "{{from}} não importa '{{spec}}': TypeScript puro, só os pacotes da sua lista (allowPackages em eslint.config.js).",
      folder:
        "{{from}} não importa '{{spec}}': o código do app nunca importa {{folder}}/ (testes e benchmarks ficam fora dele).",
    },
  },
  create(context) {
    const { root, alias = {}, forbidFolders = [], layers } = context.options[0];
    const matchers = layers.map((layer) => ({ layer, match: folderMatcher(layer.folder) }));
    const aliases = Object.entries(alias).sort((a, b) => b[0].length - a[0].length);

    /** The layer and instance a project-relative path lies in; `other` inside the project, undefined outside. */
    function locate(relPath) {
      if (relPath.startsWith('../') || path.isAbsolute(relPath)) return undefined;
      for (const { layer, match } of matchers) {
        const instance = match(relPath);
        if (instance !== undefined) return { layer, instance };
      }
      return { layer: { name: OTHER }, instance: OTHER };
    }

    const filename = context.physicalFilename ?? context.filename;
    const fileRel = toPosix(path.relative(root, filename));
    const from = locate(fileRel);
    if (!from || from.layer.name === OTHER) return {};

    /** Absolute path of a project import, or undefined for a package. */
    function resolve(spec) {
      if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
        return path.resolve(path.dirname(filename), spec);
      }
      if (path.isAbsolute(spec)) return spec;
      for (const [prefix, folder] of aliases) {
        if (spec === prefix || spec.startsWith(`${prefix}/`)) {
          return path.join(root, folder, spec.slice(prefix.length));
        }
      }
      // tsconfig's baseUrl "." makes `src/server/x` resolve from the project root as well.
      const first = spec.split('/')[0];
      if (matchers.some(({ layer }) => layer.folder.split('/')[0] === first)) return path.join(root, spec);
      return undefined;
    }

    function check(node, sourceNode, typeOnly) {
      const spec =
        sourceNode?.type === 'Literal'
          ? sourceNode.value
          : sourceNode?.type === 'TemplateLiteral' && sourceNode.expressions.length === 0
            ? sourceNode.quasis[0].value.cooked
            : undefined;
      if (typeof spec !== 'string') return;
      const data = { from: from.instance, spec };

      const resolved = resolve(spec);
      if (resolved === undefined) {
        const { allowPackages, forbidPackages = [] } = from.layer;
        if (allowPackages && !allowPackages.some((p) => packageMatches(spec, p))) {
          context.report({ node, messageId: 'packageNotAllowed', data });
        } else if (forbidPackages.some((p) => packageMatches(spec, p))) {
          context.report({ node, messageId: 'package', data });
        }
        return;
      }
      const toRel = toPosix(path.relative(root, resolved));
      const folder = forbidFolders.find((f) => toRel === f || toRel.startsWith(`${f}/`));
      if (folder) {
        context.report({ node, messageId: 'folder', data: { ...data, folder } });
        return;
      }
      const to = locate(toRel);
      if (!to) return;
      if (to.instance === from.instance) return;
      data.to = to.layer.name === OTHER ? 'arquivos fora de src' : to.instance;
      if (to.layer.name === from.layer.name && !(from.layer.may ?? []).includes(to.layer.name)) {
        context.report({ node, messageId: 'forbidden', data });
        return;
      }
      if ((from.layer.may ?? []).includes(to.layer.name)) return;
      if ((from.layer.typeOnly ?? []).includes(to.layer.name)) {
        if (!typeOnly) context.report({ node, messageId: 'typeOnly', data });
        return;
      }
      context.report({ node, messageId: 'forbidden', data });
    }

    return {
      // `import { type A } from` keeps `import {} from` under verbatimModuleSyntax (the module still loads), so
      // only the declaration-level `import type` counts as type-only.
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      // `typeof import('x')` in a type position.
      TSImportType: (node) => {
        const arg = node.source ?? node.argument;
        check(node, arg?.type === 'TSLiteralType' ? arg.literal : arg, true);
      },
    };
  },
};

export const localPlugin = { rules: { 'import-zones': importZones } };
