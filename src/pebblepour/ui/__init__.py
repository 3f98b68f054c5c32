"""The only Qt-facing Python code: QML-registered controllers, models and the announcer."""

QML_IMPORT_NAME = "PebblePour.Backend"
QML_IMPORT_MAJOR_VERSION = 1
