// Mantine styles of the components only this screen uses (DESIGN §1 bundle budget; see
// app/signed-in-styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
