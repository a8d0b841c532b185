// Mantine styles of the components only the back pay estimate uses, loaded with the screens that
// open it (DESIGN §1 bundle budget; see app/signed-in-styles.ts).
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
