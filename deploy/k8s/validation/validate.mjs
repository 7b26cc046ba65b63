#!/usr/bin/env node
// Offline schema validation of the Kubernetes manifests (deploy/k8s/README.md, "Validation").
//
//   node validate.mjs                 render overlays/dev and overlays/prod with `kubectl kustomize`
//   node validate.mjs DIR...          render these kustomization directories
//   node validate.mjs --file F|-      validate a multi-document YAML file (or stdin) as it is
//
// Every object is validated against a schema chosen by its apiVersion and kind; an object of a
// kind with no schema here is an error (nothing passes unchecked):
//   - Kubernetes types: kubernetes-models' validators (compiled from the Kubernetes OpenAPI);
//   - KEDA (keda.sh/v1alpha1): @kubernetes-models/keda's validators (compiled from KEDA's CRDs);
//   - Strimzi (kafka.strimzi.io/v1): the openAPIV3Schema of Strimzi's own CRDs in crds/, with ajv.
// Unknown fields are errors too, as `kubectl apply` (strict field validation) refuses them:
//   - in CRD schemas every object schema with properties and without
//     x-kubernetes-preserve-unknown-fields gets additionalProperties: false, which is what the API
//     server's structural schemas enforce;
//   - the compiled validators declare no additionalProperties (the Kubernetes OpenAPI has none), so
//     each object is handed to them through a Proxy that notes which fields they read: a validator
//     reads every field its schema defines, so a field present in an object it inspected but never
//     read is not in the schema. Objects the validator never looks into (free-form maps such as a
//     topic's config) are not judged.
// Prints one line per object, the errors under it (object, field, what is wrong), a summary, and
// exits 1 if any object is invalid.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import Ajv from 'ajv';
import localizeEn from 'ajv-i18n/localize/en/index.js';
import { validate as validateObjectMeta } from '@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1ObjectMeta';

const here = dirname(fileURLToPath(import.meta.url));
const k8sDir = resolve(here, '..');
const modules = join(here, 'node_modules');

// ---- schemas by apiVersion/kind ------------------------------------------------------------

/** Kubernetes' own groups: kubernetes-models/_schemas/IoK8sApi<Group><Version><Kind>.js */
function kubernetesSchemaFile(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (group !== '' && !group.endsWith('.k8s.io') && group.includes('.')) {
    return null;
  }
  const groupName = group === '' ? 'Core' : group.split('.')[0];
  const name = `IoK8sApi${cap(groupName)}${cap(version)}${kind}.js`;
  const file = join(modules, 'kubernetes-models', '_schemas', name);
  return existsSync(file) ? file : null;
}

/** KEDA: @kubernetes-models/keda/_schemas/ComGithubKedacoreKedaV2ApisKedaV1alpha1<Kind>.js */
function kedaSchemaFile(apiVersion, kind) {
  if (apiVersion !== 'keda.sh/v1alpha1') {
    return null;
  }
  const file = join(modules, '@kubernetes-models', 'keda', '_schemas', `ComGithubKedacoreKedaV2ApisKedaV1alpha1${kind}.js`);
  return existsSync(file) ? file : null;
}

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** The CRDs in crds/ (Strimzi's): "group/version/Kind" -> ajv validator of the strict schema. */
function loadCrds() {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const validators = new Map();
  for (const file of yamlFiles(join(here, 'crds'))) {
    for (const crd of yaml.loadAll(readFileSync(file, 'utf8'))) {
      if (crd?.kind !== 'CustomResourceDefinition') {
        continue;
      }
      for (const version of crd.spec.versions.filter((v) => v.served)) {
        // metadata is an ObjectMeta: validated as such (validateObject), as the API server does.
        const schema = strictSchema(version.schema.openAPIV3Schema);
        const key = `${crd.spec.group}/${version.name}/${crd.spec.names.kind}`;
        validators.set(key, { source: relative(here, file), validate: ajv.compile(schema) });
      }
    }
  }
  return validators;
}

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return yamlFiles(path);
    }
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'];

/**
 * A structural CRD schema as the API server applies it: unknown fields refused wherever the
 * schema lists the fields (unless x-kubernetes-preserve-unknown-fields), int-or-string as such;
 * the x-kubernetes-* extensions themselves dropped (CEL rules are not evaluated: see README).
 */
function strictSchema(schema) {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    return schema;
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-kubernetes-') || key === 'description') {
      continue;
    }
    if (SUBSCHEMA_MAPS.includes(key)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, strictSchema(sub)]));
    } else if (SUBSCHEMAS.includes(key)) {
      out[key] = strictSchema(value);
    } else if (SUBSCHEMA_LISTS.includes(key)) {
      out[key] = value.map(strictSchema);
    } else {
      out[key] = value;
    }
  }
  if (schema['x-kubernetes-int-or-string'] === true) {
    delete out.type;
    out.anyOf ??= [{ type: 'integer' }, { type: 'string' }];
  }
  if (out.properties && out.additionalProperties === undefined && schema['x-kubernetes-preserve-unknown-fields'] !== true) {
    out.additionalProperties = false;
  }
  return out;
}

// ---- unknown fields through the compiled validators ------------------------------------------

/** Runs a compiled validator on `data` and returns its errors plus every field it never read. */
function validateTracked(validate, data, basePointer = '') {
  const reads = new WeakMap();
  const proxies = new WeakMap();
  const wrap = (value) => {
    if (value === null || typeof value !== 'object') {
      return value;
    }
    let proxy = proxies.get(value);
    if (proxy === undefined) {
      const read = new Set();
      reads.set(value, read);
      const note = (key) => {
        if (typeof key === 'string') {
          read.add(key);
        }
      };
      proxy = new Proxy(value, {
        get(target, key, receiver) {
          note(key);
          return wrap(Reflect.get(target, key, receiver));
        },
        has(target, key) {
          note(key);
          return Reflect.has(target, key);
        },
        getOwnPropertyDescriptor(target, key) {
          note(key);
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      });
      proxies.set(value, proxy);
    }
    return proxy;
  };
  const valid = validate(wrap(data));
  const errors = valid ? [] : (validate.errors ?? []).map((e) => ({ ...e, instancePath: basePointer + e.instancePath }));
  if (!valid) {
    localizeEn(errors);
  }
  const unknown = [];
  const walk = (value, pointer) => {
    if (value === null || typeof value !== 'object') {
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${pointer}/${i}`));
      return;
    }
    const read = reads.get(value);
    if (read === undefined || read.size === 0) {
      return; // never looked into: free-form, or not reached
    }
    for (const key of Object.keys(value)) {
      if (read.has(key)) {
        walk(value[key], `${pointer}/${escapePointer(key)}`);
      } else {
        unknown.push({ instancePath: `${pointer}/${escapePointer(key)}`, keyword: 'unknown', message: 'unknown field (not in the schema)' });
      }
    }
  };
  walk(data, basePointer);
  return [...errors, ...unknown];
}

const escapePointer = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

// ---- validating an object ---------------------------------------------------------------------

const crds = loadCrds();
const compiled = new Map();

async function compiledValidator(file) {
  if (!compiled.has(file)) {
    compiled.set(file, (await import(pathToFileURL(file).href)).validate);
  }
  return compiled.get(file);
}

/** The schema errors of one object, each { instancePath, message }; and which schema was used. */
async function validateObject(object) {
  const { apiVersion, kind } = object ?? {};
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
    return { schema: '-', errors: [{ instancePath: '', message: 'no apiVersion or kind' }] };
  }
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const crd = crds.get(`${group}/${version}/${kind}`);
  if (crd) {
    const errors = [];
    if (!crd.validate(object)) {
      errors.push(...crd.validate.errors.map(crdError));
    }
    if (object.metadata && typeof object.metadata === 'object') {
      errors.push(...validateTracked(validateObjectMeta, object.metadata, '/metadata'));
    }
    return { schema: crd.source, errors };
  }
  const file = kubernetesSchemaFile(apiVersion, kind) ?? kedaSchemaFile(apiVersion, kind);
  if (file === null) {
    return { schema: '-', errors: [{ instancePath: '', message: `no schema known for ${apiVersion} ${kind}: add its CRD to crds/ or a models package` }] };
  }
  const validate = await compiledValidator(file);
  return { schema: relative(modules, file), errors: validateTracked(validate, object) };
}

function crdError(e) {
  if (e.keyword === 'additionalProperties') {
    return {
      instancePath: `${e.instancePath}/${escapePointer(e.params.additionalProperty)}`,
      message: 'unknown field (not in the schema)',
    };
  }
  if (e.keyword === 'enum') {
    return { ...e, message: `${e.message}: ${e.params.allowedValues.join(', ')}` };
  }
  return e;
}

/** "/spec/template/spec/containers/0/image" -> "spec.template.spec.containers[0].image" */
function fieldPath(pointer) {
  if (pointer === '') {
    return '(the object)';
  }
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, p) => (/^\d+$/.test(p) ? `${path}[${p}]` : path === '' ? p : `${path}.${p}`), '');
}

// ---- rendering and reporting ------------------------------------------------------------------

function render(dir) {
  const kubectl = process.env.KUBECTL ?? 'kubectl';
  try {
    return execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const why = e.code === 'ENOENT' ? `${kubectl} not found (set KUBECTL)` : (e.stderr || e.message).trim();
    throw new Error(`kubectl kustomize ${dir} failed: ${why}`);
  }
}

function sources(args) {
  if (args[0] === '--file') {
    const file = args[1] ?? '-';
    return [{ label: file === '-' ? 'stdin' : file, text: () => readFileSync(file === '-' ? 0 : file, 'utf8') }];
  }
  const dirs = args.length > 0 ? args : ['overlays/dev', 'overlays/prod'].map((d) => join(k8sDir, d));
  return dirs.map((dir) => ({ label: relative(k8sDir, resolve(dir)) || dir, text: () => render(dir) }));
}

let valid = 0;
let invalid = 0;
for (const source of sources(process.argv.slice(2))) {
  let objects;
  try {
    objects = yaml.loadAll(source.text()).filter((o) => o !== null && o !== undefined);
  } catch (e) {
    console.error(`FAIL  ${source.label}: ${e.message}`);
    invalid++;
    continue;
  }
  if (objects.length === 0) {
    console.error(`FAIL  ${source.label}: renders no object`);
    invalid++;
    continue;
  }
  for (const object of objects) {
    const { schema, errors } = await validateObject(object);
    const name = `${object?.apiVersion} ${object?.kind} ${object?.metadata?.namespace ? object.metadata.namespace + '/' : ''}${object?.metadata?.name}`;
    if (errors.length === 0) {
      valid++;
      console.log(`ok    ${source.label}  ${name}  (${schema})`);
    } else {
      invalid++;
      console.log(`FAIL  ${source.label}  ${name}  (${schema})`);
      for (const e of errors) {
        console.log(`        ${name}: ${fieldPath(e.instancePath)}: ${e.message}`);
      }
    }
  }
}
console.log(`k8s validation: ${valid} passed, ${invalid} failed`);
process.exitCode = invalid === 0 ? 0 : 1;
