// Mantine styles of the components only this screen uses, loaded with its own chunk so the chat
// screen does not download them (DESIGN §1 bundle budget; see app/signed-in-styles.ts).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Fieldset.css';
// Radio and Checkbox lay out their box and label with the shared inline-input styles.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
