// The one-line text field (ui/TextField) under the name the chat forms and the small schema form
// of the first screens know it by.
export { TextField as InputField, type FieldRegistration, type TextFieldLook as InputFieldLook, type TextFieldTexts as InputFieldTexts, type TextInputProps as InputFieldProps } from './TextField';
