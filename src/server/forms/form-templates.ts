/** The field maps of VA's form templates, from content/forms/templates (one file per form). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formTemplateSchema, type FormTemplate } from '../../contracts/va-forms';

const TEMPLATES_DIR = path.resolve(import.meta.dirname, '../../../content/forms/templates');

/** Every known template by form number; a malformed map stops start-up with its file name. */
export function loadFormTemplates(dir = TEMPLATES_DIR): Map<string, FormTemplate> {
  const templates = new Map<string, FormTemplate>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed = formTemplateSchema.safeParse(
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    );
    if (!parsed.success)
      throw new Error(`content/forms/templates/${file}: ${parsed.error.message}`);
    templates.set(parsed.data.form, parsed.data);
  }
  return templates;
}

/** A field's full name by our name for it; a name the map lacks is a programming error. */
export function fieldName(template: FormTemplate, key: string): string {
  const name = template.fields[key];
  if (!name) throw new Error(`content/forms/templates: ${template.form} maps no field "${key}"`);
  return name;
}

/**
 * How many rows of a table the map names, numbered from 0 or from 1 as the form's own fields
 * are ("provider" → provider.0.…, provider.1.…; "issues" → issues.1.…, issues.2.…).
 */
export function mappedRows(template: FormTemplate, table: string): number {
  const rows = new Set(
    Object.keys(template.fields)
      .map((key) => new RegExp(`^${table}\\.(\\d+)\\.`).exec(key)?.[1])
      .filter((row) => row !== undefined),
  );
  return rows.size;
}
